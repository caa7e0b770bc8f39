// The API tests' types, read from the OpenAPI document (clients/typescript/src/schema.ts, which
// `npm run client:generate` writes from the served document): a concrete path such as
// `/v1/customers/${id}?expand=x` finds its template `/v1/customers/{id}`, and with it the
// operation's request body and answers. A contract change then fails the type check of the tests.
import type { components, paths } from "@/clients/typescript/src/schema";

/** An error answer's body (every 4xx and 5xx of the document). */
export type ApiErrorBody = components["schemas"]["Error"];
export type ApiMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
type Template = keyof paths;

/** `/v1/customers/{id}` → `/v1/customers/${string}`: what a concrete path of the template looks like. */
type Pattern<T extends string> = T extends `${infer Head}{${string}}${infer Tail}` ? `${Head}${string}${Pattern<Tail>}` : T;
/** A template's concrete paths, with or without a query string. */
type Concrete<T extends string> = Pattern<T> | `${Pattern<T>}?${string}`;

type Operation<T extends Template, M extends ApiMethod> = Lowercase<M> extends keyof paths[T] ? NonNullable<paths[T][Lowercase<M>]> : never;
type TemplatesWith<M extends ApiMethod> = { [T in Template]: [Operation<T, M>] extends [never] ? never : T }[Template];

/** Every path the document answers `method` at. */
export type ApiPath<M extends ApiMethod> = Concrete<TemplatesWith<M>>;

type Matching<M extends ApiMethod, P extends string> = { [T in TemplatesWith<M>]: P extends Concrete<T> ? T : never }[TemplatesWith<M>];
/** Of the templates a path matches, those no other one narrows: `/x/{id}/cancel` over `/x/{id}`. */
type MostSpecific<Ts extends Template> = { [T in Ts]: [NarrowerThan<Exclude<Ts, T>, T>] extends [never] ? T : never }[Ts];
type NarrowerThan<Others extends Template, T extends Template> = Others extends Template ? (Pattern<Others> extends Pattern<T> ? Others : never) : never;

/** The operation `method path` calls. */
export type ApiOperation<M extends ApiMethod, P extends string> = Operation<MostSpecific<Matching<M, P>>, M>;

type Json<C> = C extends { content: { "application/json": infer Body } } ? Body : never;
type OrUndefined<T> = [T] extends [never] ? undefined : T;

/** The JSON body `method path` takes. */
export type ApiRequestBody<M extends ApiMethod, P extends string> = ApiOperation<M, P> extends { requestBody?: infer R } ? Json<NonNullable<R>> : never;

type SuccessStatus = 200 | 201 | 202 | 204;
/** The JSON body of a 2xx answer to `method path` (undefined when it has none, e.g. a CSV file). */
export type ApiSuccessBody<M extends ApiMethod, P extends string> = OrUndefined<
  ApiOperation<M, P> extends { responses: infer R } ? { [S in keyof R]: S extends SuccessStatus ? Json<R[S]> : never }[keyof R] : never
>;
