// A person's round picture, or the first letter of the name when there is none. Decorative: the control around it
// carries the name.

export function Avatar({
  src,
  name,
  size,
  className,
}: {
  src: string | null | undefined;
  name: string;
  size: number;
  className: string;
}) {
  return (
    <span className={className} aria-hidden="true">
      {src ? <img src={src} alt="" width={size} height={size} /> : name.slice(0, 1)}
    </span>
  );
}
