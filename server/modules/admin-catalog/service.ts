// What other areas may use of the catalogue's administration: AI-written notes land in a chapter's notes as an
// admin's edit would.
export { updateNotes } from './notes';
