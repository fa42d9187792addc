/**
 * Password length rules, apart from the hashing code so the browser can import them (the hasher is a
 * native module). Long enough to resist guessing; bounded so a request cannot ask for costly hashing.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;
