import { create, type Struct } from "superstruct";
import { endpoints, type Answer, type EndpointName } from "../../contract/endpoints";

/**
 * An answer checked against the contract and read into its one shape (a rate sent as "4.50" becomes 4.5);
 * throws on an answer the contract does not allow. Kept out of api-client.ts so a tab of our own shop, which
 * takes our answers as they come, never loads the registry's structs (decision 0046).
 */
export function checkAnswer<N extends EndpointName>(name: N, json: unknown): Answer<N> {
  return create(json, endpoints[name].answer as Struct<Answer<N>, unknown>);
}
