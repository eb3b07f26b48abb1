/**
 * @generated SignedSource<<237f704b0be09ff53599e66b8e3da9f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ConnectionStatus = "AUTHORISING" | "CHOOSE" | "CONNECTED" | "DISCONNECTED" | "RECONNECT" | "%future added value";
export type WorkspacePermission = "ContractComment" | "ContractCreate" | "ContractCustomerDraft" | "ContractCustomerSubmit" | "ContractEdit" | "ContractSupplierDraft" | "ContractSupplierSubmit" | "ContractView" | "FlowRead" | "FlowWrite" | "OrgEdit" | "ProgressClaims" | "UserInvite" | "%future added value";
export type IntegrationsPageQuery$variables = Record<PropertyKey, never>;
export type IntegrationsPageQuery$data = {
  readonly org: {
    readonly accountingConfigured: boolean;
    readonly connections: ReadonlyArray<{
      readonly id: string;
      readonly lastError: string | null | undefined;
      readonly lastErrorAt: any | null | undefined;
      readonly provider: string;
      readonly remoteId: string | null | undefined;
      readonly remoteName: string | null | undefined;
      readonly remotes: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
      readonly status: ConnectionStatus;
    }> | null | undefined;
    readonly connectionsVersion: string | null | undefined;
    readonly id: string;
    readonly viewerMember: {
      readonly id: string;
      readonly permissions: ReadonlyArray<WorkspacePermission>;
    } | null | undefined;
  } | null | undefined;
};
export type IntegrationsPageQuery = {
  response: IntegrationsPageQuery$data;
  variables: IntegrationsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Organisation",
    "kind": "LinkedField",
    "name": "org",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accountingConfigured",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "connectionsVersion",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Member",
        "kind": "LinkedField",
        "name": "viewerMember",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "permissions",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Connection",
        "kind": "LinkedField",
        "name": "connections",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "provider",
            "storageKey": null
          },
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
              (v0/*:: as any*/),
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "IntegrationsPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "IntegrationsPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4e5412ff61b5995bf285b44d48848085",
    "id": null,
    "metadata": {},
    "name": "IntegrationsPageQuery",
    "operationKind": "query",
    "text": "query IntegrationsPageQuery {\n  org {\n    id\n    accountingConfigured\n    connectionsVersion\n    viewerMember {\n      id\n      permissions\n    }\n    connections {\n      id\n      provider\n      status\n      remoteId\n      remoteName\n      remotes {\n        id\n        name\n      }\n      lastError\n      lastErrorAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "37d5a005ef58bd8177b7183310e30315";

export default node;
