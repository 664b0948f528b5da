/**
 * Types of ./page-weight.mjs for the TypeScript side (tests/e2e/page-weight.ts).
 */
import type { Browser, Page } from '@playwright/test';

export interface BudgetEntry {
	id: string;
	path: string;
	label: string;
	interaction: string;
	jsBeforeKB: number;
	jsAfterKB: number | null;
	seedComments?: number;
	seedPage?: string;
	views?: string[];
	excludeAfter?: string;
}

export interface BudgetTable {
	pages: BudgetEntry[];
	references: Array< { label: string; jsKB: number; source: string } >;
}

export interface Weight {
	jsBytes: number;
	jsKB: number;
	cssKB: number;
	requests: number;
	scripts: number;
}

export interface ScriptWeight {
	url: string;
	bytes: number;
	kb: number;
	before: boolean;
	/** A script file carrying Preact's code (browser.mjs's PREACT_CODE); absent for inline ones. */
	preact?: boolean;
}

export interface Measurement {
	url: string;
	status: number;
	interaction: string;
	before: Weight;
	after: Weight;
	afterCountedKB: number;
	excluded: string[];
	scripts: ScriptWeight[];
	inlineScripts: ScriptWeight[];
	over: { before: boolean; after: boolean };
}

export const BUDGETS_FILE: string;
export function budgets(): BudgetTable;
export const INTERACTIONS: Record< string, ( page: Page ) => Promise< string > >;
export function measure(
	browser: Browser,
	baseURL: string,
	entry: BudgetEntry
): Promise< Measurement >;
export function verdict(
	entry: BudgetEntry,
	result: Measurement
): { before: boolean; after: boolean };
export function scriptLines( result: Measurement ): string[];
