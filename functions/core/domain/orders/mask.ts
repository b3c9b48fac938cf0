/** "Ana Popescu" → "A***u": enough to recognise one's own order, not to learn a stranger's name. */
export const maskName = (name: string): string => {
  const chars = [...name.trim()];
  if (chars.length === 0) return '';
  if (chars.length <= 2) return `${chars[0]}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
};

/** "jane@example.com" → "j***@example.com". */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${[...email][0]}***${email.slice(at)}`;
};
