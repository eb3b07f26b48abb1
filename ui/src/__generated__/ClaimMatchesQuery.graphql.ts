/**
 * @generated SignedSource<<7cf08c516c79e5234ed35943e573134f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ClaimMatchesQuery$variables = {
  first: number;
  search: string;
};
export type ClaimMatchesQuery$data = {
  readonly inbox: {
    readonly claims: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly claim: {
            readonly id: string;
            readonly number: number;
          };
          readonly contractSlug: string;
          readonly counterpartyName: string | null | undefined;
          readonly ownerSlug: string;
          readonly siteName: string;
          readonly viewerIsSupplier: boolean;
        };
      }>;
    };
  } | null | undefined;
  readonly sent: {
    readonly claims: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly claim: {
            readonly id: string;
            readonly number: number;
          };
          readonly contractSlug: string;
          readonly counterpartyName: string | null | undefined;
          readonly ownerSlug: string;
          readonly siteName: string;
          readonly viewerIsSupplier: boolean;
        };
      }>;
    };
  } | null | undefined;
};
export type ClaimMatchesQuery = {
  response: ClaimMatchesQuery$data;
  variables: ClaimMatchesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v2 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      }
    ],
    "concreteType": "ClaimListConnection",
    "kind": "LinkedField",
    "name": "claims",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ClaimListEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ClaimListRow",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
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
                "kind": "ScalarField",
                "name": "contractSlug",
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
                "name": "counterpartyName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerIsSupplier",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Claim",
                "kind": "LinkedField",
                "name": "claim",
                "plural": false,
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
                    "name": "number",
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
    ],
    "storageKey": null
  }
],
v4 = [
  {
    "alias": "sent",
    "args": [
      {
        "kind": "Literal",
        "name": "box",
        "value": "Sent"
      },
      (v2/*:: as any*/)
    ],
    "concreteType": "ClaimList",
    "kind": "LinkedField",
    "name": "claimList",
    "plural": false,
    "selections": (v3/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": "inbox",
    "args": [
      {
        "kind": "Literal",
        "name": "box",
        "value": "Inbox"
      },
      (v2/*:: as any*/)
    ],
    "concreteType": "ClaimList",
    "kind": "LinkedField",
    "name": "claimList",
    "plural": false,
    "selections": (v3/*:: as any*/),
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ClaimMatchesQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ClaimMatchesQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "4d17e6506dc156b711d1bc567453b2e3",
    "id": null,
    "metadata": {},
    "name": "ClaimMatchesQuery",
    "operationKind": "query",
    "text": "query ClaimMatchesQuery(\n  $search: String!\n  $first: Int!\n) {\n  sent: claimList(box: Sent, search: $search) {\n    claims(first: $first) {\n      edges {\n        node {\n          ownerSlug\n          contractSlug\n          siteName\n          counterpartyName\n          viewerIsSupplier\n          claim {\n            id\n            number\n          }\n        }\n      }\n    }\n  }\n  inbox: claimList(box: Inbox, search: $search) {\n    claims(first: $first) {\n      edges {\n        node {\n          ownerSlug\n          contractSlug\n          siteName\n          counterpartyName\n          viewerIsSupplier\n          claim {\n            id\n            number\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "29868ee79f0529e137304faec52a9740";

export default node;
