/**
 * @generated SignedSource<<1245603f8212632b50b9a932db8b001e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WorkspacePermission = "ContractComment" | "ContractCreate" | "ContractCustomerDraft" | "ContractCustomerSubmit" | "ContractEdit" | "ContractSupplierDraft" | "ContractSupplierSubmit" | "ContractView" | "FlowRead" | "FlowWrite" | "OrgEdit" | "ProgressClaims" | "UserInvite" | "%future added value";
export type GeneralPageQuery$variables = Record<PropertyKey, never>;
export type GeneralPageQuery$data = {
  readonly org: {
    readonly defaultContact: {
      readonly address: string;
      readonly entityName: string;
      readonly gstNumber: string | null | undefined;
      readonly gstRegistered: boolean;
      readonly id: string;
      readonly logoUrl: string | null | undefined;
      readonly name: string;
      readonly website: string;
    } | null | undefined;
    readonly defaultContactVersion: string | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly viewerMember: {
      readonly id: string;
      readonly permissions: ReadonlyArray<WorkspacePermission>;
      readonly scheduleReminders: boolean | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type GeneralPageQuery = {
  response: GeneralPageQuery$data;
  variables: GeneralPageQuery$variables;
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
  "name": "name",
  "storageKey": null
},
v2 = [
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scheduleReminders",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "defaultContactVersion",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Contact",
        "kind": "LinkedField",
        "name": "defaultContact",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "entityName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "address",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "gstNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "gstRegistered",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "website",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "logoUrl",
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
    "name": "GeneralPageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GeneralPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "3e4b0edc4b0e32069b6e9d09adc17de7",
    "id": null,
    "metadata": {},
    "name": "GeneralPageQuery",
    "operationKind": "query",
    "text": "query GeneralPageQuery {\n  org {\n    id\n    name\n    viewerMember {\n      id\n      permissions\n      scheduleReminders\n    }\n    defaultContactVersion\n    defaultContact {\n      id\n      name\n      entityName\n      address\n      gstNumber\n      gstRegistered\n      website\n      logoUrl\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0896ab8461689ce9275a72ca309ee3b9";

export default node;
