// A file as a multipart body's binary part. The generator types an OpenAPI 3.1 binary part
// (`contentEncoding: binary`) as string; the hooks append it to a FormData as is, where a Blob is what belongs.
export const binaryPart = (file: Blob): string => file as unknown as string;
