/**
 * The proof-of-work solver moved to src/lib/captcha/ (the comment widget shares it).
 */
export * from '../../lib/captcha/pow-solver';
