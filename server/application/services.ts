import type { Config } from "../config.ts";
import type { Database } from "../db/database.port.ts";
import type { ResponseCache } from "../http/response-cache.ts";
import type { LikesIndex } from "./likes-index.ts";
import type { CatalogueTree } from "./catalogue/catalogue-tree.ts";
import type { MediaUrls } from "./media-urls.ts";
import type { Dictionary } from "./catalogue/dictionary.ts";
import type { SearchVocabulary } from "./catalogue/search-words.ts";
import type { Accounts } from "./account/accounts.ts";

/** What route handlers may use; built once per app in server/app.ts. */
export interface Services {
  config: Config;
  db: Database;
  cache: ResponseCache;
  likes: LikesIndex;
  tree: CatalogueTree;
  media: MediaUrls;
  dictionary: Dictionary;
  vocabulary: SearchVocabulary;
  accounts: Accounts;
}
