/** Messages are CONTRACT.md's (spec section 5) and are checked by outside tests verbatim. */
export const authMessages = {
  emailRequired: 'Please enter your email.',
  usernameRequired: 'Please enter your username.',
  passwordRequired: 'Please enter password',
  emailTaken: 'This email is already in use.',
  usernameTaken: 'This username is already in use.',
  invalidCredentials: 'Email or Password is Invalid',
  invalidRefreshToken: 'Invalid refresh token',
  passwordTooShort: 'Password must be at least 8 characters.',
  emailInvalid: 'Please enter a valid email.',
  usernameInvalid: 'Username may use letters, digits, dot, dash and underscore (3-40 characters).',
} as const;
