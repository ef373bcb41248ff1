/** Success envelope of every API call (reference: xlive-contract.md "Envelope and errors"). */
export interface ApiEnvelope<T> {
  status: 0;
  data: T;
}

export interface Paged<T> {
  data: T[];
  total: number;
}

export interface ListQuery {
  q?: string;
  limit?: number;
  offset?: number;
  sortBy?: string;
  sort?: 'asc' | 'desc';
}

export interface ValidationItem {
  property: string;
  constraints: Record<string, string>;
}

/** Error body: 400 carries validation items or texts; others a text. */
export interface ApiErrorBody {
  statusCode: number;
  message: string | Array<ValidationItem | string>;
  error?: string;
}
