/**
 * KaTeX's stylesheet, imported for its side effect (webpack extracts it into the formula chunk).
 */
declare module 'katex/dist/katex.min.css';
