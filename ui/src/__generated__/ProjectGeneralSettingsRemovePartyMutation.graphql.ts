/**
 * @generated SignedSource<<4513a348a7fecd7f8a875c6af4e91dab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContractPermission = "Comment" | "CustomerDraft" | "CustomerSubmit" | "Edit" | "SupplierDraft" | "SupplierSubmit" | "View" | "%future added value";
export type ContractRelation = "Customer" | "Other" | "Supplier" | "%future added value";
export type PartyConsent = "Accepted" | "Declined" | "Pending" | "Removed" | "%future added value";
export type ProjectGeneralSettingsRemovePartyMutation$variables = {
  id: string;
};
export type ProjectGeneralSettingsRemovePartyMutation$data = {
  readonly contractPartyRemove: {
    readonly contract: {
      readonly archivedAt: any | null | undefined;
      readonly counterpartyConsent: PartyConsent;
      readonly counterpartyName: string | null | undefined;
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
      readonly parent: {
        readonly owner: {
          readonly slug: string;
        };
        readonly siteName: string;
        readonly slug: string;
      } | null | undefined;
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
      readonly viewerCanRemoveCounterparty: boolean;
      readonly viewerIsOwner: boolean;
      readonly viewerIsSupplier: boolean;
      readonly viewerPermissions: ReadonlyArray<ContractPermission>;
      readonly viewerRelation: ContractRelation;
      readonly " $fragmentSpreads": FragmentRefs<"PaymentTermsCard_contract">;
    };
  } | null | undefined;
};
export type ProjectGeneralSettingsRemovePartyMutation = {
  response: ProjectGeneralSettingsRemovePartyMutation$data;
  variables: ProjectGeneralSettingsRemovePartyMutation$variables;
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
    "fields": [
      {
        "kind": "Variable",
        "name": "contractId",
        "variableName": "id"
      }
    ],
    "kind": "ObjectValue",
    "name": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "siteName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "archivedAt",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsSupplier",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "counterpartyName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "counterpartyConsent",
  "storageKey": null
},
v9 = {
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
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isViewer",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "ContractOrganisation",
  "kind": "LinkedField",
  "name": "owner",
  "plural": false,
  "selections": [
    (v10/*:: as any*/),
    (v3/*:: as any*/),
    (v11/*:: as any*/)
  ],
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "ContractOrganisation",
  "kind": "LinkedField",
  "name": "owner",
  "plural": false,
  "selections": [
    (v3/*:: as any*/)
  ],
  "storageKey": null
},
v14 = [
  (v10/*:: as any*/),
  (v11/*:: as any*/)
],
v15 = [
  (v10/*:: as any*/),
  (v2/*:: as any*/),
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
    "selections": (v14/*:: as any*/),
    "storageKey": null
  }
],
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "ContractContact",
  "kind": "LinkedField",
  "name": "customer",
  "plural": false,
  "selections": (v15/*:: as any*/),
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "ContractContact",
  "kind": "LinkedField",
  "name": "supplier",
  "plural": false,
  "selections": (v15/*:: as any*/),
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsOwner",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerPermissions",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerRelation",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanRemoveCounterparty",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "concreteType": "ContractMember",
  "kind": "LinkedField",
  "name": "members",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
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
    (v11/*:: as any*/),
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
        (v2/*:: as any*/),
        (v10/*:: as any*/),
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
      "selections": (v14/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProjectGeneralSettingsRemovePartyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ContractPayload",
        "kind": "LinkedField",
        "name": "contractPartyRemove",
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Contract",
                "kind": "LinkedField",
                "name": "parent",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v13/*:: as any*/)
                ],
                "storageKey": null
              },
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PaymentTermsCard_contract"
              },
              (v22/*:: as any*/)
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
    "name": "ProjectGeneralSettingsRemovePartyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ContractPayload",
        "kind": "LinkedField",
        "name": "contractPartyRemove",
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Contract",
                "kind": "LinkedField",
                "name": "parent",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v13/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PaymentTerms",
                "kind": "LinkedField",
                "name": "paymentTerms",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "claimDay",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "claimDay2",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "claimEveryWeeks",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "claimFrom",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "scheduleWorkingDays",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dueKind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dueValue",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "actNotes",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nextClaimDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nextDueDate",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v22/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "cbd1be523748b81d92d28e21978d153f",
    "id": null,
    "metadata": {},
    "name": "ProjectGeneralSettingsRemovePartyMutation",
    "operationKind": "mutation",
    "text": "mutation ProjectGeneralSettingsRemovePartyMutation(\n  $id: ID!\n) {\n  contractPartyRemove(input: {contractId: $id}) {\n    contract {\n      id\n      slug\n      siteName\n      archivedAt\n      viewerIsSupplier\n      counterpartyName\n      counterpartyConsent\n      site {\n        line1\n        line2\n        suburb\n        city\n        state\n        postcode\n      }\n      owner {\n        name\n        slug\n        isViewer\n      }\n      parent {\n        slug\n        siteName\n        owner {\n          slug\n        }\n        id\n      }\n      customer {\n        name\n        id\n        entityName\n        address\n        gstNumber\n        isBusinessDetails\n        owner {\n          name\n          isViewer\n        }\n      }\n      supplier {\n        name\n        id\n        entityName\n        address\n        gstNumber\n        isBusinessDetails\n        owner {\n          name\n          isViewer\n        }\n      }\n      viewerIsOwner\n      viewerPermissions\n      viewerRelation\n      viewerCanRemoveCounterparty\n      ...PaymentTermsCard_contract\n      members {\n        id\n        relation\n        role\n        permissions\n        isViewer\n        viewerCanChange\n        isCustomerRecipient\n        isSupplierRecipient\n        user {\n          id\n          name\n          email\n        }\n        organisation {\n          name\n          isViewer\n        }\n      }\n    }\n  }\n}\n\nfragment PaymentTermsCard_contract on Contract {\n  id\n  paymentTerms {\n    claimDay\n    claimDay2\n    claimEveryWeeks\n    claimFrom\n    scheduleWorkingDays\n    dueKind\n    dueValue\n    description\n    actNotes\n    nextClaimDate\n    nextDueDate\n  }\n}\n"
  }
};
})();

(node as any).hash = "de887413455d6aa9ca0f0716c6cb45c3";

export default node;
