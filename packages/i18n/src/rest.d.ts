// The second part of a catalogue (src/index.ts, restLoaders): the same JSON shape as the catalogue.
declare module '*.json?rest' {
  const messages: Record<string, string>;
  export default messages;
}
