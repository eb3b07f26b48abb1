/**
 * @generated SignedSource<<a3b9425f102140c4f97020f445eba025>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LatestActivityQuery$variables = {
  last: number;
};
export type LatestActivityQuery$data = {
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
    readonly hasOlder: boolean;
  };
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
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "last",
        "variableName": "last"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LatestActivityQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LatestActivityQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4ac7047deb18b417458c53bbc153a187",
    "id": null,
    "metadata": {},
    "name": "LatestActivityQuery",
    "operationKind": "query",
    "text": "query LatestActivityQuery(\n  $last: Int!\n) {\n  activity(last: $last) {\n    hasOlder\n    entries {\n      id\n      type\n      at\n      comment\n      claimNumber\n      siteName\n      contractSlug\n      ownerSlug\n      user {\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "842a28f6909e9203abb1a697fbd256b9";

export default node;
