/**
 * The answers' shapes, as the rest of the client imports them: the contract lives in
 * answers-contract.ts (a contract module, `*-contract.ts` as every contract the build lists).
 */
export * from './answers-contract';
