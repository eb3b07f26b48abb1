/**
 * @generated SignedSource<<9b08b4ac8c9e3423e4476b7dd91dfb51>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PayCycleCreateInput = {
  name?: string | null | undefined;
  params: PayCycleParamsInput;
};
export type PayCycleParamsInput = {
  pay1?: number | null | undefined;
  pay1FollowingPeriod?: boolean | null | undefined;
  pay2?: number | null | undefined;
  pay2FollowingPeriod?: boolean | null | undefined;
  period: string;
  scheduleWorkingDays?: number | null | undefined;
  submit1?: number | null | undefined;
  submit2?: number | null | undefined;
};
export type PayCyclesPageCreateMutation$variables = {
  input: PayCycleCreateInput;
};
export type PayCyclesPageCreateMutation$data = {
  readonly payCycleCreate: {
    readonly payCycle: {
      readonly description: string;
      readonly id: string;
      readonly name: string;
      readonly terms: string;
    };
  } | null | undefined;
};
export type PayCyclesPageCreateMutation = {
  response: PayCyclesPageCreateMutation$data;
  variables: PayCyclesPageCreateMutation$variables;
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
    "concreteType": "PayCycleCreatePayload",
    "kind": "LinkedField",
    "name": "payCycleCreate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PayCycle",
        "kind": "LinkedField",
        "name": "payCycle",
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
            "name": "name",
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
            "name": "terms",
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
    "name": "PayCyclesPageCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PayCyclesPageCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6af8f05a1477b5e35372796abaecdaeb",
    "id": null,
    "metadata": {},
    "name": "PayCyclesPageCreateMutation",
    "operationKind": "mutation",
    "text": "mutation PayCyclesPageCreateMutation(\n  $input: PayCycleCreateInput!\n) {\n  payCycleCreate(input: $input) {\n    payCycle {\n      id\n      name\n      description\n      terms\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3aa145c56abdbfd3da3744a3c834b850";

export default node;
