/**
 * @generated SignedSource<<d7dad5c765fd8b322962dfe45c8085e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContractPermission = "Comment" | "CustomerDraft" | "CustomerSubmit" | "Edit" | "SupplierDraft" | "SupplierSubmit" | "View" | "%future added value";
export type ContractRelation = "Customer" | "Other" | "Supplier" | "%future added value";
export type LineType = "BaseContract" | "Margin" | "Materials" | "MaterialsOff" | "MaterialsOn" | "Provisional" | "Retention" | "Variation" | "%future added value";
export type ContractCreateInput = {
  claims?: ReadonlyArray<PreviousClaimInput> | null | undefined;
  customer?: ContractPartyInput | null | undefined;
  members?: ReadonlyArray<ContractMemberInput> | null | undefined;
  ownerRelation?: ContractRelation | null | undefined;
  parentId?: string | null | undefined;
  site?: AddressInput | null | undefined;
  siteName?: string | null | undefined;
  slug?: string | null | undefined;
  supplier?: ContractPartyInput | null | undefined;
};
export type ContractPartyInput = {
  contact?: ContactInput | null | undefined;
  id?: string | null | undefined;
};
export type ContactInput = {
  address?: string | null | undefined;
  entityName?: string | null | undefined;
  gstNumber?: string | null | undefined;
  name?: string | null | undefined;
  website?: string | null | undefined;
};
export type ContractMemberInput = {
  isCustomerRecipient?: boolean | null | undefined;
  isSupplierRecipient?: boolean | null | undefined;
  permissions?: ReadonlyArray<ContractPermission> | null | undefined;
  relation: ContractRelation;
  user: ContractMemberUserInput;
};
export type ContractMemberUserInput = {
  email?: string | null | undefined;
  id?: string | null | undefined;
};
export type AddressInput = {
  city?: string | null | undefined;
  country?: string | null | undefined;
  line1?: string | null | undefined;
  line2?: string | null | undefined;
  postcode?: string | null | undefined;
  state?: string | null | undefined;
  suburb?: string | null | undefined;
};
export type PreviousClaimInput = {
  date?: any | null | undefined;
  lines: ReadonlyArray<PreviousClaimLineInput>;
  number?: number | null | undefined;
  totalExcl: any;
};
export type PreviousClaimLineInput = {
  amountExcl: any;
  group?: ReadonlyArray<string> | null | undefined;
  name: string;
  qtyMilli?: any | null | undefined;
  reference?: string | null | undefined;
  type?: LineType | null | undefined;
  unitPrice?: any | null | undefined;
};
export type createContractMutation$variables = {
  input: ContractCreateInput;
};
export type createContractMutation$data = {
  readonly contractCreate: {
    readonly contract: {
      readonly id: string;
      readonly owner: {
        readonly slug: string;
      };
      readonly slug: string;
    };
  } | null | undefined;
};
export type createContractMutation = {
  response: createContractMutation$data;
  variables: createContractMutation$variables;
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
  "name": "slug",
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
    "concreteType": "ContractPayload",
    "kind": "LinkedField",
    "name": "contractCreate",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractOrganisation",
            "kind": "LinkedField",
            "name": "owner",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
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
    "name": "createContractMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "createContractMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "922e5738088a74f8a03562f3807de6d3",
    "id": null,
    "metadata": {},
    "name": "createContractMutation",
    "operationKind": "mutation",
    "text": "mutation createContractMutation(\n  $input: ContractCreateInput!\n) {\n  contractCreate(input: $input) {\n    contract {\n      id\n      slug\n      owner {\n        slug\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d52374237680cdd858e2ea10701da35e";

export default node;
