// The REST contract: each route declares its method, path, who may call it, its params, query, body and
// response once, with zod. The api mounts handlers against these declarations (api/http/contract-router.ts),
// the OpenAPI document is generated from them (api/openapi.ts), the contract test calls every one, and
// the web client types its calls from them (type-only imports: no zod in the browser bundle).
import { z } from 'zod';

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** public: anyone; user: a signed-in user (login cookie or API token); admin: an administrator. */
type Access = 'public' | 'user' | 'admin';

export interface RouteContract {
  method: HttpMethod;
  /** The full path, Express style: `/api/sessions/:id`; a `*key` wildcard param holds the rest of the path. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  params?: z.ZodType;
  /** The 404 a malformed path id answers: a malformed id names nothing that exists. */
  notFound?: string;
  query?: z.ZodType;
  /** Request headers the route reads (a webhook's signature). */
  headers?: z.ZodType;
  /** The JSON body; with `upload`, the other fields of the multipart form. */
  body?: z.ZodType;
  /** A multipart upload instead of a JSON body: the name of its one file field. */
  upload?: string;
  /** The upload's file may be left out (the form is still sent as multipart). */
  uploadOptional?: true;
  /** A body read as raw bytes of this media type instead of parsed JSON (a signed webhook: the signature covers the bytes). */
  rawBody?: string;
  /** The success status; 204 has no body, 302 redirects (the e-mailed links). */
  status?: 200 | 201 | 202 | 204 | 302;
  /** Another status the same response may come with (set by the handler): 503 for a readiness probe that is not ready. */
  alsoStatus?: 200 | 201 | 202 | 503;
  /** The JSON the success status carries; null for 204 or for a route that answers only `alsoProduces`. */
  response: z.ZodType | null;
  /** Other media types the route answers instead of JSON (a Markdown export); with `response: null`, the only ones (a PDF, metrics text). */
  alsoProduces?: readonly string[];
}

/** Declares a route, keeping its literal types for the handler and the web client. */
export const defineRoute = <const C extends RouteContract>(contract: C): C => contract;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Accepted<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a handler receives: the parsed params, query, headers and body. */
export interface RouteInput<C extends RouteContract> {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  headers: Parsed<C['headers']>;
  body: Parsed<C['body']>;
}

/** What a handler must return (checked by the compiler); the wire shape the client reads. */
// biome-ignore lint/suspicious/noConfusingVoidType: the handler of a route with no body returns nothing
export type RouteResult<C extends RouteContract> = C['response'] extends z.ZodType ? z.input<C['response']> : void;
export type ResponseOf<C extends RouteContract> = C['response'] extends z.ZodType ? z.output<C['response']> : undefined;
export type BodyOf<C extends RouteContract> = Accepted<C['body']>;
export type QueryOf<C extends RouteContract> = Accepted<C['query']>;

/** A row id: any 8-4-4-4-12 hex UUID, as Postgres stores it (not only RFC 4122 versions); `message` says whose id it must be. */
export const rowId = (message?: string) => z.guid(message);

/** The one id parser every path, query, body and job payload shares. */
export const uuid = rowId();

/** One `:id`-style path parameter holding a UUID: the one id parser every route shares. */
export const idParams = <const K extends string>(name: K) => z.strictObject({ [name]: uuid } as { [P in K]: typeof uuid });

/** A timestamp as JSON carries it. */
export const isoDate = z.iso.datetime({ offset: true });

/**
 * A response schema that checks the top level of a large, nested shape at run time (and documents it),
 * while the compiler holds handlers and the browser to the full type T declared beside it. T must be a
 * narrowing of what the schema checks, so the two cannot drift apart silently.
 */
export const shaped =
  <T>() =>
  <S extends z.ZodType>(schema: S & (T extends z.output<S> ? unknown : never)): z.ZodType<T, T> =>
    schema as unknown as z.ZodType<T, T>;

/** The body of every error answer. */
export const errorBody = z.strictObject({
  error: z.looseObject({ code: z.string(), message: z.string(), field: z.string().optional() }),
});
