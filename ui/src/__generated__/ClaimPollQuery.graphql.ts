/**
 * @generated SignedSource<<4067f54487d83e77174ba9b8dece1cdb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ClaimPollQuery$variables = {
  id: string;
};
export type ClaimPollQuery$data = {
  readonly node: {
    readonly activityVersion?: string;
    readonly version?: string;
  } | null | undefined;
};
export type ClaimPollQuery = {
  response: ClaimPollQuery$data;
  variables: ClaimPollQuery$variables;
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
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "activityVersion",
      "storageKey": null
    }
  ],
  "type": "Claim",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ClaimPollQuery",
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
    "name": "ClaimPollQuery",
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
    "cacheID": "9e25a2efd6e3e4e70495354bd07973a0",
    "id": null,
    "metadata": {},
    "name": "ClaimPollQuery",
    "operationKind": "query",
    "text": "query ClaimPollQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Claim {\n      version\n      activityVersion\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "e672bf3dba83d711354385edecec5161";

export default node;
