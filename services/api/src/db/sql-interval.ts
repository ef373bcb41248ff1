/** SQL for a number of milliseconds given as a query parameter (`'$1'`), as an interval. */
export const msInterval = (param: string) => `(${param}::float8 * interval '1 millisecond')`;
