// GET /performers/{username}/view through the page's query cache: the live room reads the same entry.
export { getPerformerDetails } from '@platform/shared';
