/**
 * @generated SignedSource<<02a67ecf15d5b39232413be57b0d5d90>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClaimMatchesQuery$variables = {
  first: number;
  search: string;
};
export type ClaimMatchesQuery$data = {
  readonly inbox: {
    readonly claims: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly " $fragmentSpreads": FragmentRefs<"ClaimMatches_row">;
        };
      }>;
    };
  } | null | undefined;
  readonly sent: {
    readonly claims: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly " $fragmentSpreads": FragmentRefs<"ClaimMatches_row">;
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
    "kind": "Literal",
    "name": "box",
    "value": "Sent"
  },
  (v2/*:: as any*/)
],
v4 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  }
],
v5 = [
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
v6 = [
  {
    "alias": null,
    "args": (v4/*:: as any*/),
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
                "kind": "InlineDataFragmentSpread",
                "name": "ClaimMatches_row",
                "selections": (v5/*:: as any*/),
                "args": null,
                "argumentDefinitions": ([]/*:: as any*/)
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
v7 = [
  {
    "kind": "Literal",
    "name": "box",
    "value": "Inbox"
  },
  (v2/*:: as any*/)
],
v8 = [
  {
    "alias": null,
    "args": (v4/*:: as any*/),
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
            "selections": (v5/*:: as any*/),
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ClaimMatchesQuery",
    "selections": [
      {
        "alias": "sent",
        "args": (v3/*:: as any*/),
        "concreteType": "ClaimList",
        "kind": "LinkedField",
        "name": "claimList",
        "plural": false,
        "selections": (v6/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "inbox",
        "args": (v7/*:: as any*/),
        "concreteType": "ClaimList",
        "kind": "LinkedField",
        "name": "claimList",
        "plural": false,
        "selections": (v6/*:: as any*/),
        "storageKey": null
      }
    ],
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
    "selections": [
      {
        "alias": "sent",
        "args": (v3/*:: as any*/),
        "concreteType": "ClaimList",
        "kind": "LinkedField",
        "name": "claimList",
        "plural": false,
        "selections": (v8/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "inbox",
        "args": (v7/*:: as any*/),
        "concreteType": "ClaimList",
        "kind": "LinkedField",
        "name": "claimList",
        "plural": false,
        "selections": (v8/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "bfaca1f098da2d8757013e9911b83497",
    "id": null,
    "metadata": {},
    "name": "ClaimMatchesQuery",
    "operationKind": "query",
    "text": "query ClaimMatchesQuery(\n  $search: String!\n  $first: Int!\n) {\n  sent: claimList(box: Sent, search: $search) {\n    claims(first: $first) {\n      edges {\n        node {\n          ...ClaimMatches_row\n        }\n      }\n    }\n  }\n  inbox: claimList(box: Inbox, search: $search) {\n    claims(first: $first) {\n      edges {\n        node {\n          ...ClaimMatches_row\n        }\n      }\n    }\n  }\n}\n\nfragment ClaimMatches_row on ClaimListRow {\n  ownerSlug\n  contractSlug\n  siteName\n  counterpartyName\n  viewerIsSupplier\n  claim {\n    id\n    number\n  }\n}\n"
  }
};
})();

(node as any).hash = "74a285b9019c8eb68c782b218cfb5572";

export default node;
