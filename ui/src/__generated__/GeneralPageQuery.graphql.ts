/**
 * @generated SignedSource<<95c17ab01cdf0d1f8d52679d12e539fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorkspacePermission = "ContractComment" | "ContractCreate" | "ContractCustomerDraft" | "ContractCustomerSubmit" | "ContractEdit" | "ContractSupplierDraft" | "ContractSupplierSubmit" | "ContractView" | "FlowRead" | "FlowWrite" | "OrgEdit" | "ProgressClaims" | "UserInvite" | "%future added value";
export type GeneralPageQuery$variables = Record<PropertyKey, never>;
export type GeneralPageQuery$data = {
  readonly org: {
    readonly defaultContactVersion: string | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly viewerMember: {
      readonly id: string;
      readonly permissions: ReadonlyArray<WorkspacePermission>;
      readonly scheduleReminders: boolean | null | undefined;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"BusinessDetailsCard_org">;
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
v2 = {
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "defaultContactVersion",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GeneralPageQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "BusinessDetailsCard_org"
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
    "name": "GeneralPageQuery",
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
    ]
  },
  "params": {
    "cacheID": "48f4c2b5e65d8905d78dc8dac90638fc",
    "id": null,
    "metadata": {},
    "name": "GeneralPageQuery",
    "operationKind": "query",
    "text": "query GeneralPageQuery {\n  org {\n    id\n    name\n    viewerMember {\n      id\n      permissions\n      scheduleReminders\n    }\n    defaultContactVersion\n    ...BusinessDetailsCard_org\n  }\n}\n\nfragment BusinessDetailsCard_org on Organisation {\n  id\n  name\n  defaultContact {\n    id\n    name\n    entityName\n    address\n    gstNumber\n    gstRegistered\n    website\n    logoUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "b5c9ca31129d4a04473af4365953cb37";

export default node;
