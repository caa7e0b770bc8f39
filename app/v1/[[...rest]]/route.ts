// Any /v1 path that matches no route, /v1 itself included (what /v1/x/.. normalizes to): the API's JSON 404.
import { notFoundRoute } from "@/lib/server/http/not-found";

export const { GET, POST, PATCH, DELETE, PUT } = notFoundRoute();
