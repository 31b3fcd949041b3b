export const COPY_RUN: number;
export function words(text: string): string[];
export function runHash(run: string): string;
export function segments(text: string): string[];
export function runs(text: string): string[];
export function textRunHashes(text: string): string[];
export function copiedRuns(text: string, guideHashes: Iterable<string>): string[];
