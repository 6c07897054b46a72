/** Explicit request state shared by the action hooks (elk style). */
export type RequestStatus = 'idle' | 'loading' | 'done' | 'error';
