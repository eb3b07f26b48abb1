/**
 * @generated SignedSource<<fecb792dd0573e0b13e37313d34d1400>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContractUpdateInput = {
  contractId: string;
  customer?: ContactInput | null | undefined;
  scheduleWorkingDays?: number | null | undefined;
  site?: AddressInput | null | undefined;
  siteName?: string | null | undefined;
  supplier?: ContactInput | null | undefined;
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
export type ContactInput = {
  address?: string | null | undefined;
  entityName?: string | null | undefined;
  gstNumber?: string | null | undefined;
  name?: string | null | undefined;
  website?: string | null | undefined;
};
export type ScheduleTermsCardMutation$variables = {
  input: ContractUpdateInput;
};
export type ScheduleTermsCardMutation$data = {
  readonly contractUpdate: {
    readonly contract: {
      readonly id: string;
      readonly scheduleWorkingDays: number | null | undefined;
    };
  } | null | undefined;
};
export type ScheduleTermsCardMutation = {
  response: ScheduleTermsCardMutation$data;
  variables: ScheduleTermsCardMutation$variables;
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
    "name": "contractUpdate",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scheduleWorkingDays",
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
    "name": "ScheduleTermsCardMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ScheduleTermsCardMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "df01b0778df705ca8469f5b8be01a467",
    "id": null,
    "metadata": {},
    "name": "ScheduleTermsCardMutation",
    "operationKind": "mutation",
    "text": "mutation ScheduleTermsCardMutation(\n  $input: ContractUpdateInput!\n) {\n  contractUpdate(input: $input) {\n    contract {\n      id\n      scheduleWorkingDays\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "51098655dfa2c4d6b64434fa2727b67d";

export default node;
