/**
 * @generated SignedSource<<1026432432e011d17def5f16812faf83>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ActivityPageQuery$variables = {
  after?: string | null | undefined;
  before?: string | null | undefined;
  last: number;
  q?: string | null | undefined;
};
export type ActivityPageQuery$data = {
  readonly activity: {
    readonly entries: ReadonlyArray<{
      readonly at: any;
      readonly claimNumber: number | null | undefined;
      readonly comment: string | null | undefined;
      readonly contractSlug: string;
      readonly id: string;
      readonly ownerSlug: string;
      readonly siteName: string;
      readonly type: string;
      readonly user: {
        readonly name: string;
      };
    }>;
    readonly hasNewer: boolean;
    readonly hasOlder: boolean;
    readonly newerCursor: string | null | undefined;
    readonly olderCursor: string | null | undefined;
  };
};
export type ActivityPageQuery = {
  response: ActivityPageQuery$data;
  variables: ActivityPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "before"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "last"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "q"
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "after",
        "variableName": "after"
      },
      {
        "kind": "Variable",
        "name": "before",
        "variableName": "before"
      },
      {
        "kind": "Variable",
        "name": "last",
        "variableName": "last"
      },
      {
        "kind": "Variable",
        "name": "q",
        "variableName": "q"
      }
    ],
    "concreteType": "ActivityPage",
    "kind": "LinkedField",
    "name": "activity",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasOlder",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasNewer",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "olderCursor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "newerCursor",
        "storageKey": null
      },
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
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ActivityPageQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ActivityPageQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "b782f8e1ca0005b66ce98be9d64709b7",
    "id": null,
    "metadata": {},
    "name": "ActivityPageQuery",
    "operationKind": "query",
    "text": "query ActivityPageQuery(\n  $before: String\n  $after: String\n  $last: Int!\n  $q: String\n) {\n  activity(before: $before, after: $after, last: $last, q: $q) {\n    hasOlder\n    hasNewer\n    olderCursor\n    newerCursor\n    entries {\n      id\n      type\n      at\n      comment\n      claimNumber\n      siteName\n      contractSlug\n      ownerSlug\n      user {\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4639e522a328c908344361ce5a8c555e";

export default node;
