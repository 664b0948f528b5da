/**
 * The widget's props, as the rest of the client imports them: the contract lives in
 * props-contract.ts (a contract module, `*-contract.ts` as every contract the build lists).
 */
export * from './props-contract';
