/**
 * @generated SignedSource<<d339f7ff3585ac0034606fb63be92764>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
      readonly " $fragmentSpreads": FragmentRefs<"RetentionAccounts_connection">;
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accountingConfigured",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "connectionsVersion",
  "storageKey": null
},
v3 = {
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "provider",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "remoteId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "remoteName",
  "storageKey": null
},
v8 = {
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
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastError",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastErrorAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "IntegrationsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Organisation",
        "kind": "LinkedField",
        "name": "org",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Connection",
            "kind": "LinkedField",
            "name": "connections",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "IntegrationsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Organisation",
        "kind": "LinkedField",
        "name": "org",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Connection",
            "kind": "LinkedField",
            "name": "connections",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
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
    "cacheID": "c2e040e1b70c80c0a4f4757cf98c103d",
    "id": null,
    "metadata": {},
    "name": "IntegrationsPageQuery",
    "operationKind": "query",
    "text": "query IntegrationsPageQuery {\n  org {\n    id\n    accountingConfigured\n    connectionsVersion\n    viewerMember {\n      id\n      permissions\n    }\n    connections {\n      id\n      provider\n      status\n      remoteId\n      remoteName\n      remotes {\n        id\n        name\n      }\n      lastError\n      lastErrorAt\n      ...RetentionAccounts_connection\n    }\n  }\n}\n\nfragment RetentionAccounts_connection on Connection {\n  id\n  retentionReceivableCode\n  retentionPayableCode\n}\n"
  }
};
})();

(node as any).hash = "7221ff2f1b1018a33eadcdf316d51821";

export default node;
