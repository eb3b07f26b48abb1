/**
 * @generated SignedSource<<8aef93ce8d3d0487cb7211239e09f09e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ConnectionStatus = "AUTHORISING" | "CHOOSE" | "CONNECTED" | "DISCONNECTED" | "RECONNECT" | "%future added value";
export type ConnectionDisconnectInput = {
  connectionId: string;
};
export type IntegrationsPageDisconnectMutation$variables = {
  input: ConnectionDisconnectInput;
};
export type IntegrationsPageDisconnectMutation$data = {
  readonly connectionDisconnect: {
    readonly connection: {
      readonly id: string;
      readonly lastError: string | null | undefined;
      readonly lastErrorAt: any | null | undefined;
      readonly remoteId: string | null | undefined;
      readonly remoteName: string | null | undefined;
      readonly remotes: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
      readonly status: ConnectionStatus;
    };
  } | null | undefined;
};
export type IntegrationsPageDisconnectMutation = {
  response: IntegrationsPageDisconnectMutation$data;
  variables: IntegrationsPageDisconnectMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ConnectionPayload",
    "kind": "LinkedField",
    "name": "connectionDisconnect",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "remoteId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "remoteName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Remote",
            "kind": "LinkedField",
            "name": "remotes",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastError",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastErrorAt",
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
    "name": "IntegrationsPageDisconnectMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "IntegrationsPageDisconnectMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "493b4c2e231a8dd15ea26c0d899923ec",
    "id": null,
    "metadata": {},
    "name": "IntegrationsPageDisconnectMutation",
    "operationKind": "mutation",
    "text": "mutation IntegrationsPageDisconnectMutation(\n  $input: ConnectionDisconnectInput!\n) {\n  connectionDisconnect(input: $input) {\n    connection {\n      id\n      status\n      remoteId\n      remoteName\n      remotes {\n        id\n        name\n      }\n      lastError\n      lastErrorAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "368f1b7f956e93cb1b7cd800b91efbe3";

export default node;
