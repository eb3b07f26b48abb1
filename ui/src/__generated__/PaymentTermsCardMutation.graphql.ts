/**
 * @generated SignedSource<<73999e27ed6c0bf39937ce82c0b7a381>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentDueKind = "DayOfFollowingMonth" | "Days" | "WorkingDays" | "%future added value";
export type ContractTermsUpdateInput = {
  claimDay?: number | null | undefined;
  claimDay2?: number | null | undefined;
  claimEveryWeeks?: number | null | undefined;
  claimFrom?: any | null | undefined;
  contractId: string;
  dueKind?: PaymentDueKind | null | undefined;
  dueValue?: number | null | undefined;
  scheduleWorkingDays?: number | null | undefined;
};
export type PaymentTermsCardMutation$variables = {
  input: ContractTermsUpdateInput;
};
export type PaymentTermsCardMutation$data = {
  readonly contractTermsUpdate: {
    readonly contract: {
      readonly id: string;
      readonly scheduleWorkingDays: number | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"PaymentTermsCard_contract">;
    };
  } | null | undefined;
};
export type PaymentTermsCardMutation = {
  response: PaymentTermsCardMutation$data;
  variables: PaymentTermsCardMutation$variables;
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
  "name": "scheduleWorkingDays",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PaymentTermsCardMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ContractPayload",
        "kind": "LinkedField",
        "name": "contractTermsUpdate",
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
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PaymentTermsCard_contract"
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
    "name": "PaymentTermsCardMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ContractPayload",
        "kind": "LinkedField",
        "name": "contractTermsUpdate",
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
                  (v3/*:: as any*/),
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
    "cacheID": "5ae7dfb52d60af104879457836e46a78",
    "id": null,
    "metadata": {},
    "name": "PaymentTermsCardMutation",
    "operationKind": "mutation",
    "text": "mutation PaymentTermsCardMutation(\n  $input: ContractTermsUpdateInput!\n) {\n  contractTermsUpdate(input: $input) {\n    contract {\n      id\n      scheduleWorkingDays\n      ...PaymentTermsCard_contract\n    }\n  }\n}\n\nfragment PaymentTermsCard_contract on Contract {\n  id\n  paymentTerms {\n    claimDay\n    claimDay2\n    claimEveryWeeks\n    claimFrom\n    scheduleWorkingDays\n    dueKind\n    dueValue\n    description\n    actNotes\n    nextClaimDate\n    nextDueDate\n  }\n}\n"
  }
};
})();

(node as any).hash = "fb212a47924a15fb8cd36a54333976c3";

export default node;
