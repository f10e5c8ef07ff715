// SPEC §5 support tickets: attachments are images; the SPEC says "image resolution too low" without a number, so the
// smallest screenshot accepted is fixed here (the sandbox refuses the same, 6406).
export const TICKET_IMAGE_MIN_RESOLUTION = { width: 64, height: 64 } as const;

/** Attachment types a ticket takes (screenshots). */
export const TICKET_ATTACHMENT_TYPES = ['image/png', 'image/jpeg'] as const;

/** Human-readable size of an attachment: B, KB or MB with one decimal above 1 KB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
