/** Query of a message page (SPEC.md §9: page size 25, offset 0), shared by private and stream chats. */
export const messagePageQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 200, default: 25 },
    offset: { type: 'integer', minimum: 0, default: 0 },
    sortBy: { type: 'string', enum: ['createdAt'] },
    sort: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC', '1', '-1'] },
  },
} as const;
