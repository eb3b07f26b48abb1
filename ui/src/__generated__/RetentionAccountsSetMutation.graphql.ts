/**
 * @generated SignedSource<<4baf00c3e498c19935fb69aaa5d80819>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConnectionRetentionAccountsSetInput = {
  connectionId: string;
  retentionPayableCode: string;
  retentionReceivableCode: string;
};
export type RetentionAccountsSetMutation$variables = {
  input: ConnectionRetentionAccountsSetInput;
};
export type RetentionAccountsSetMutation$data = {
  readonly connectionRetentionAccountsSet: {
    readonly connection: {
      readonly " $fragmentSpreads": FragmentRefs<"RetentionAccounts_connection">;
    };
  } | null | undefined;
};
export type RetentionAccountsSetMutation = {
  response: RetentionAccountsSetMutation$data;
  variables: RetentionAccountsSetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RetentionAccountsSetMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ConnectionPayload",
        "kind": "LinkedField",
        "name": "connectionRetentionAccountsSet",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Connection",
            "kind": "LinkedField",
            "name": "connection",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RetentionAccounts_connection"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RetentionAccountsSetMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ConnectionPayload",
        "kind": "LinkedField",
        "name": "connectionRetentionAccountsSet",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Connection",
            "kind": "LinkedField",
            "name": "connection",
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
                "name": "retentionReceivableCode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "retentionPayableCode",
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
    "cacheID": "39510cacd5c024d2c700a560f5abd5a5",
    "id": null,
    "metadata": {},
    "name": "RetentionAccountsSetMutation",
    "operationKind": "mutation",
    "text": "mutation RetentionAccountsSetMutation(\n  $input: ConnectionRetentionAccountsSetInput!\n) {\n  connectionRetentionAccountsSet(input: $input) {\n    connection {\n      ...RetentionAccounts_connection\n      id\n    }\n  }\n}\n\nfragment RetentionAccounts_connection on Connection {\n  id\n  retentionReceivableCode\n  retentionPayableCode\n}\n"
  }
};
})();

(node as any).hash = "c2098f9a647a278795c2239e1e81a104";

export default node;
