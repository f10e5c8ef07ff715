// The messages of this catalogue that only lazy chunks name (src/index.ts, restLoaders). A production build fills
// this module with them alone (packages/app/tooling/vite-plugins.ts); elsewhere it is the whole catalogue.
export { default } from '../../lang/ar.json';
