/** The display name as stored: trimmed by the schema, inner runs of spaces collapsed. */
export const joinParticipantName = (name: string): string => name.replace(/\s+/g, ' ');
