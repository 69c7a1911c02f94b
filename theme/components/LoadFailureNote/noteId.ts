/** The load-failure note's id: ./LoadFailureNote.tsx writes it, theme/upstream/routeLoad.ts reveals it. */
export const loadFailureNoteId = 'site-load-failure';
