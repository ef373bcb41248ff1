// Standalone dev entry: the async boundary lets Module Federation share React before it is used.
import('./standalone');
