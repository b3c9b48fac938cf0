/** Spec "QR code image". */
export const QR_OPTIONS = { width: 256, margin: 2, color: { dark: '#1a1a1a', light: '#ffffff' } } as const;

