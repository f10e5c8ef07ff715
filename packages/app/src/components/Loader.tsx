/** SPEC §2 full-screen overlay loader. `label` is already translated (the boot loader shows before any catalogue). */
export function FullScreenLoader({ label }: { label: string }) {
  return (
    <div className="fullscreen-loader" role="progressbar" aria-busy="true" aria-label={label}>
      <div className="spinner" />
    </div>
  );
}
