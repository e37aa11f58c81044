// The API's envelope (docs/ARCHITECTURE.md "The API contract"), shared by the route wrapper and
// the browser's client.
import { z } from "zod";
import type { Reason } from "./reasons";

export interface Pagination {
  page: number;
  limit: number;
  total: number;
}

export interface ApiSuccess<T> {
  success: 1;
  data: T;
  message?: string;
  pagination?: Pagination;
}

/** The `data` of a call that answers nothing but its message (`{}`: sign-out, a password changed). */
export const noDataSchema = z.object({}).meta({ title: "NoData" });

export interface ApiFieldError {
  path: string;
  message: string;
}

export interface ApiFailure {
  success: 0;
  message: string;
  errors?: ApiFieldError[];
  /** A machine-readable reason where a client must tell failures apart ("otp_wrong", "slot_taken"; lib/contracts/reasons.ts). */
  code?: Reason;
}
