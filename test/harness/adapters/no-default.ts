/** A module that is not an adapter: it has no default export. */
export const notAnAdapter = true;
