/**
 * @generated SignedSource<<9a90214798a154886f7f8f4f7f702e90>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LineFilesLedgerRevQuery$variables = {
  id: string;
};
export type LineFilesLedgerRevQuery$data = {
  readonly node: {
    readonly ledger?: {
      readonly ledgerRev: string;
    };
  } | null | undefined;
};
export type LineFilesLedgerRevQuery = {
  response: LineFilesLedgerRevQuery$data;
  variables: LineFilesLedgerRevQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Ledger",
      "kind": "LinkedField",
      "name": "ledger",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ledgerRev",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LineFilesLedgerRevQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "LineFilesLedgerRevQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4e7ceadf510156c124095da3f50e78c2",
    "id": null,
    "metadata": {},
    "name": "LineFilesLedgerRevQuery",
    "operationKind": "query",
    "text": "query LineFilesLedgerRevQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Contract {\n      ledger {\n        ledgerRev\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "e29c1df2ce516b2871480236a24945b4";

export default node;
