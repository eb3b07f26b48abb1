/**
 * @generated SignedSource<<b4a56348745547e037d0146f84e5f6d0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContractPermission = "Comment" | "CustomerDraft" | "CustomerSubmit" | "Edit" | "SupplierDraft" | "SupplierSubmit" | "View" | "%future added value";
export type ContractPreset = "CUSTOMER" | "OWNER" | "READONLY" | "READ_AND_COMMENT" | "SUPPLIER" | "%future added value";
export type ContractRelation = "Customer" | "Other" | "Supplier" | "%future added value";
export type ContractMembersUpdateInput = {
  contractId: string;
  members: ReadonlyArray<ContractMemberChangeInput>;
};
export type ContractMemberChangeInput = {
  id?: string | null | undefined;
  isCustomerRecipient?: boolean | null | undefined;
  isDeleted?: boolean | null | undefined;
  isSupplierRecipient?: boolean | null | undefined;
  permissions?: ReadonlyArray<ContractPermission> | null | undefined;
  preset?: ContractPreset | null | undefined;
  relation?: ContractRelation | null | undefined;
  user?: string | null | undefined;
};
export type ProjectSettingsPageMembersMutation$variables = {
  input: ContractMembersUpdateInput;
};
export type ProjectSettingsPageMembersMutation$data = {
  readonly contractMembersUpdate: {
    readonly contract: {
      readonly archivedAt: any | null | undefined;
      readonly customer: {
        readonly address: string;
        readonly entityName: string;
        readonly gstNumber: string | null | undefined;
        readonly id: string;
        readonly isBusinessDetails: boolean;
        readonly name: string;
        readonly owner: {
          readonly isViewer: boolean;
          readonly name: string;
        };
      } | null | undefined;
      readonly id: string;
      readonly members: ReadonlyArray<{
        readonly id: string;
        readonly isCustomerRecipient: boolean;
        readonly isSupplierRecipient: boolean;
        readonly isViewer: boolean;
        readonly organisation: {
          readonly isViewer: boolean;
          readonly name: string;
        };
        readonly permissions: ReadonlyArray<ContractPermission>;
        readonly relation: ContractRelation;
        readonly role: string;
        readonly user: {
          readonly email: string;
          readonly id: string;
          readonly name: string;
        };
        readonly viewerCanChange: boolean;
      }>;
      readonly owner: {
        readonly isViewer: boolean;
        readonly name: string;
        readonly slug: string;
      };
      readonly site: {
        readonly city: string;
        readonly line1: string;
        readonly line2: string;
        readonly postcode: string;
        readonly state: string;
        readonly suburb: string;
      };
      readonly siteName: string;
      readonly slug: string;
      readonly supplier: {
        readonly address: string;
        readonly entityName: string;
        readonly gstNumber: string | null | undefined;
        readonly id: string;
        readonly isBusinessDetails: boolean;
        readonly name: string;
        readonly owner: {
          readonly isViewer: boolean;
          readonly name: string;
        };
      } | null | undefined;
      readonly viewerIsOwner: boolean;
      readonly viewerIsSupplier: boolean;
      readonly viewerPermissions: ReadonlyArray<ContractPermission>;
      readonly viewerRelation: ContractRelation;
    };
  } | null | undefined;
};
export type ProjectSettingsPageMembersMutation = {
  response: ProjectSettingsPageMembersMutation$data;
  variables: ProjectSettingsPageMembersMutation$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isViewer",
  "storageKey": null
},
v5 = [
  (v3/*:: as any*/),
  (v4/*:: as any*/)
],
v6 = [
  (v1/*:: as any*/),
  (v3/*:: as any*/),
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
    "name": "isBusinessDetails",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ContractOrganisation",
    "kind": "LinkedField",
    "name": "owner",
    "plural": false,
    "selections": (v5/*:: as any*/),
    "storageKey": null
  }
],
v7 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ContractPayload",
    "kind": "LinkedField",
    "name": "contractMembersUpdate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Contract",
        "kind": "LinkedField",
        "name": "contract",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
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
            "name": "archivedAt",
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
            "kind": "ScalarField",
            "name": "viewerIsOwner",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerPermissions",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerRelation",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Address",
            "kind": "LinkedField",
            "name": "site",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "line1",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "line2",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "suburb",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "city",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "postcode",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractOrganisation",
            "kind": "LinkedField",
            "name": "owner",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v2/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractContact",
            "kind": "LinkedField",
            "name": "customer",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractContact",
            "kind": "LinkedField",
            "name": "supplier",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractMember",
            "kind": "LinkedField",
            "name": "members",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "relation",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "role",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "permissions",
                "storageKey": null
              },
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanChange",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isCustomerRecipient",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isSupplierRecipient",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ContractUser",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ContractOrganisation",
                "kind": "LinkedField",
                "name": "organisation",
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProjectSettingsPageMembersMutation",
    "selections": (v7/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProjectSettingsPageMembersMutation",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "cacheID": "bbb7f4f5104005959bfb692530bd4c17",
    "id": null,
    "metadata": {},
    "name": "ProjectSettingsPageMembersMutation",
    "operationKind": "mutation",
    "text": "mutation ProjectSettingsPageMembersMutation(\n  $input: ContractMembersUpdateInput!\n) {\n  contractMembersUpdate(input: $input) {\n    contract {\n      id\n      slug\n      siteName\n      archivedAt\n      viewerIsSupplier\n      viewerIsOwner\n      viewerPermissions\n      viewerRelation\n      site {\n        line1\n        line2\n        suburb\n        city\n        state\n        postcode\n      }\n      owner {\n        name\n        slug\n        isViewer\n      }\n      customer {\n        id\n        name\n        entityName\n        address\n        gstNumber\n        isBusinessDetails\n        owner {\n          name\n          isViewer\n        }\n      }\n      supplier {\n        id\n        name\n        entityName\n        address\n        gstNumber\n        isBusinessDetails\n        owner {\n          name\n          isViewer\n        }\n      }\n      members {\n        id\n        relation\n        role\n        permissions\n        isViewer\n        viewerCanChange\n        isCustomerRecipient\n        isSupplierRecipient\n        user {\n          id\n          name\n          email\n        }\n        organisation {\n          name\n          isViewer\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "72ca9119743c7a5b1aa5151b591f5d24";

export default node;
