/**
 * @generated SignedSource<<d6f7b2d9580faefb2b6e42779dda05a1>>
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
    "cacheID": "4446863d0bb3b54d447c316504806c78",
    "id": null,
    "metadata": {},
    "name": "PayCyclesPageCreateMutation",
    "operationKind": "mutation",
    "text": "mutation PayCyclesPageCreateMutation(\n  $input: PayCycleCreateInput!\n) {\n  payCycleCreate(input: $input) {\n    payCycle {\n      id\n      name\n      description\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "67f34edf5d83120c6b3fcb4fd36ecfa4";

export default node;
