/**
 * @generated SignedSource<<128389cf35d0a16718cfcf91cbdb6aaf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LatestActivityQuery$variables = {
  last: number;
};
export type LatestActivityQuery$data = {
  readonly activity: {
    readonly entries: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ActivityEntries_entry">;
    }>;
    readonly hasOlder: boolean;
  };
  readonly activityVersion: string;
};
export type LatestActivityQuery = {
  response: LatestActivityQuery$data;
  variables: LatestActivityQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "last"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "activityVersion",
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "last",
    "variableName": "last"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasOlder",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LatestActivityQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ActivityPage",
        "kind": "LinkedField",
        "name": "activity",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ActivityEntry",
            "kind": "LinkedField",
            "name": "entries",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ActivityEntries_entry"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LatestActivityQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ActivityPage",
        "kind": "LinkedField",
        "name": "activity",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ActivityEntry",
            "kind": "LinkedField",
            "name": "entries",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "at",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "comment",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "claimNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "siteName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contractSlug",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ownerSlug",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ActivityUser",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "56576c6c342fb39271525882630e27e1",
    "id": null,
    "metadata": {},
    "name": "LatestActivityQuery",
    "operationKind": "query",
    "text": "query LatestActivityQuery(\n  $last: Int!\n) {\n  activityVersion\n  activity(last: $last) {\n    hasOlder\n    entries {\n      ...ActivityEntries_entry\n      id\n    }\n  }\n}\n\nfragment ActivityEntries_entry on ActivityEntry {\n  id\n  type\n  at\n  comment\n  claimNumber\n  siteName\n  contractSlug\n  ownerSlug\n  user {\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "88067f7e94e02f5e71b5b7f65e4d2969";

export default node;
